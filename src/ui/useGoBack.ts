import { useNavigate } from 'react-router-dom';

/**
 * The header's back: the previous page, or `fallback` (home unless told) on the first page of a visit
 * (no entry of ours to go back to: BrowserRouter keeps its position in history.state.idx).
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(fallback));
}
