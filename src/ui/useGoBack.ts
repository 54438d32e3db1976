import { useNavigate } from 'react-router-dom';
import { pageBack } from './pageBack';

/**
 * The header's back: the page's own back if it has one (usePageBack), else the previous page, or
 * `fallback` (home unless told) on the first page of a visit (no entry of ours to go back to:
 * BrowserRouter keeps its position in history.state.idx).
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return () => {
    if (pageBack.current) return pageBack.current();
    return (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(fallback);
  };
}
