// "Back" for pages opened from anywhere (also a fresh tab): the previous page of the admin, else the start page.
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";

export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers its history entries; idx 0 means this page opened the tab.
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === "number" && idx > 0) void navigate(-1);
    else void navigate("/");
  }, [navigate]);
}
