import { useEffect, useRef } from 'react';
import { pageBack } from './pageBack';

/**
 * The header's back on this page does `back` instead of a history step: a page whose frame keeps a
 * history of its own (a SCORM package moving between its pages adds entries to the tab's history, so
 * one step back would only move the package) leaves by address. Its own module: only such pages load it.
 */
export function usePageBack(back: () => void) {
  const latest = useRef(back);
  useEffect(() => {
    latest.current = back;
  });
  useEffect(() => {
    const own = () => latest.current();
    pageBack.current = own;
    return () => {
      if (pageBack.current === own) pageBack.current = null;
    };
  }, []);
}
