import { useSite } from "~/lib/site";

/**
 * PLACEHOLDER owned by the newsletter developer (issue 7): the blog renders this section; the real
 * component (form, states) replaces this file at merge.
 */
export function NewsletterSignup() {
  const { m } = useSite();
  return (
    <section aria-labelledby="newsletter-signup-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="newsletter-signup-title" className="text-2xl font-bold tracking-tight text-brand-900">
          {m.blog.newsletterTitle}
        </h2>
      </div>
    </section>
  );
}
