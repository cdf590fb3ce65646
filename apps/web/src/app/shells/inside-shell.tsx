import { useCallback } from "react";
import { useParams } from "react-router";
import { ShellFrame } from "./shell-frame";

// Eat-in shell at /inside/{inside_code}. The table code is what its screens need first; the prepare call
// of SPEC §7 joins it with the eat-in issue.
export function InsideShell() {
  const { inside_code = "" } = useParams();
  const load = useCallback(async () => ({ insideCode: inside_code }), [inside_code]);
  return <ShellFrame loadKey={`inside:${inside_code}`} load={load} errorSuffix={inside_code} />;
}
