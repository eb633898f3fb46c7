/** The probe's second exposed module (the shell's home asks AI pick for it): nothing to show. */
export default function ProbePopup() {
  return null;
}
