import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** The back of the page on screen, when it has its own (usePageBack). */
let pageBack: (() => void) | null = null;

/**
 * The header's back: the page's own back if it has one, else the previous page, or `fallback` (home
 * unless told) on the first page of a visit (no entry of ours to go back to: BrowserRouter keeps its
 * position in history.state.idx).
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return () => {
    if (pageBack) return pageBack();
    return (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(fallback);
  };
}

/**
 * The header's back on this page does `back` instead of a history step: a page whose frame keeps a
 * history of its own (a SCORM package moving between its pages adds entries to the tab's history, so
 * one step back would only move the package) leaves by address.
 */
export function usePageBack(back: () => void) {
  const latest = useRef(back);
  useEffect(() => {
    latest.current = back;
  });
  useEffect(() => {
    const own = () => latest.current();
    pageBack = own;
    return () => {
      if (pageBack === own) pageBack = null;
    };
  }, []);
}
