/** A link without an http(s) prefix gets https:// added; relative app paths stay as they are. */
export function withHttps(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
