import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CustomerNavigationState } from '../../customer-paths.ts';

/**
 * Read mode by default; the edit button, or the navigation state `edit: true`, opens the edit form
 * (spec §4). The navigation state is used once, so a reload shows the read mode.
 */
export const useEditMode = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = (location.state as CustomerNavigationState | null)?.edit === true;
  const [isEditing, setIsEditing] = useState(wanted);
  useEffect(() => {
    if (wanted) {
      setIsEditing(true);
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [wanted, navigate, location.pathname, location.search]);
  return { isEditing, startEditing: () => setIsEditing(true), stopEditing: () => setIsEditing(false) };
};
