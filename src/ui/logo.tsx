/** The app's logo: a speech bubble holding a symbol. */
export function Logo({ size = 40, className = '' }: { size?: number; className?: string }) {
  return <img src="/icons/logo.svg" alt="Symbol Courses" width={size} height={size} className={className} />;
}
