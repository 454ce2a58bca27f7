// 'Skip to task grid': the first Tab stop on a task page, so that a keyboard user reaches the
// grid's first cell without tabbing through the navigation, toolbar and chips.
import { useLocation } from '@tanstack/react-router';
import { useTaskCommands } from '../hooks/use-task-shortcuts';
import classes from './TaskGrid.module.css';

const TASK_PATHS = /^\/(tasks|team-tasks|all-tasks)(\/|$)/;

export function SkipToGrid() {
  const path = useLocation({ select: (l) => l.pathname });
  if (!TASK_PATHS.test(path)) return null;
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is read as a link; its target is the grid's first cell, which only the grid can focus
    <a
      href="#task-grid"
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        useTaskCommands.getState().commands.focusGrid?.();
      }}
    >
      Skip to task grid
    </a>
  );
}
