// A modal of the task screen whose code loads the first time it is wanted, not with the screen: the
// grid's first rows do not wait for a dozen closed modals to be parsed and rendered. Once loaded it
// stays mounted (closing keeps its transition). It mounts closed first and opens a render later,
// because Mantine notes the element to give focus back to only when `opened` turns true.
import { useMounted } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense, useState } from 'react';

export function lazyModal<P extends object>(load: () => Promise<ComponentType<P>>, closed: Partial<P>) {
  const Modal = lazy(async () => {
    const Loaded = await load();
    function ClosedFirst(props: P) {
      const mounted = useMounted();
      return <Loaded {...props} {...(mounted ? {} : closed)} />;
    }
    return { default: ClosedFirst };
  });
  return function LazyModal({ wanted, ...props }: P & { wanted: boolean }) {
    const [loaded, setLoaded] = useState(wanted);
    if (wanted && !loaded) setLoaded(true);
    if (!loaded && !wanted) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...(props as P)} />
      </Suspense>
    );
  };
}
