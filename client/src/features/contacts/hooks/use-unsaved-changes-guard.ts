import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Keeps unsaved changes from being lost by accident: while `dirty`, going to another page asks first
 * (the discard question) and closing the tab asks the browser's own question. `onLeave` closes the
 * editor without changing the page.
 */
export function useUnsavedChangesGuard(dirty: boolean, onLeave: () => void) {
  const [asked, setAsked] = useState(false);
  // Set once leaving is decided (saved, discarded), so the blocker lets the navigation through.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    /** Whether the discard question is open. */
    asking: asked || blocker.state === 'blocked',
    /** Leaves without asking (the changes were saved). */
    leave: () => {
      leaving.current = true;
      onLeave();
    },
    /** Lets the next navigation through without asking (the changes were saved elsewhere: a new contact). */
    release: () => {
      leaving.current = true;
    },
    /** Leaves, asking first when there are unsaved changes (Escape). */
    requestLeave: () => {
      if (dirty) setAsked(true);
      else onLeave();
    },
    /** The answer "keep editing": stays, and so does the page. */
    keep: () => {
      setAsked(false);
      if (blocker.state === 'blocked') blocker.reset();
    },
    /** The answer "discard": goes where the user was going, or closes the editor. */
    discard: () => {
      setAsked(false);
      leaving.current = true;
      if (blocker.state === 'blocked') blocker.proceed();
      else onLeave();
    },
  };
}
