// Test factories shared by the contracts', the API's and the web's tests (never by product code).
export { gstinFor, profileWith } from './compliance/test-profile';
