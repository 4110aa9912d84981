import { serializeJsonLd, type JsonLdObject } from "~/platform/structured-data";

/** Structured data as `<script type="application/ld+json">` (not executed, `<` escaped). */
export function JsonLd({ data }: { data: JsonLdObject[] }) {
  return (
    <>
      {data.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }} />
      ))}
    </>
  );
}
