import type { ListingType } from "@/lib/enums";
import { control, Field, Section } from "./filter-field-parts";

// The /listings filters that hold no state: rendered on the server and handed to the filter
// panel, so the page's script does not carry them. The form reads them as it reads the rest.

const TYPES: Array<{ value: "" | ListingType; label: string }> = [
  { value: "", label: "Any type" },
  { value: "ACCOMMODATION", label: "Stays" },
  { value: "ACTIVITY", label: "Activities" },
  { value: "EXPERIENCE", label: "Experiences" },
];

export function TypeChoices({ value }: { value: string | undefined }) {
  return (
    <Section legend="Type" first>
      <div className="grid grid-cols-2 gap-2">
        {TYPES.map((type) => (
          <label
            key={type.value || "any"}
            className="relative flex cursor-pointer items-center justify-center rounded-xl border border-sand-300 bg-white px-3 py-2.5 text-center text-sm font-semibold text-ink-900 transition hover:border-ink-500 has-checked:border-forest-700 has-checked:bg-forest-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-600"
          >
            <input
              type="radio"
              name="type"
              value={type.value}
              defaultChecked={(value ?? "") === type.value}
              className="sr-only"
            />
            {type.label}
          </label>
        ))}
      </div>
    </Section>
  );
}

export function PriceFields({
  id,
  min,
  max,
}: {
  id: string;
  min: string | undefined;
  max: string | undefined;
}) {
  const bound = (
    name: "minPrice" | "maxPrice",
    label: string,
    placeholder: string,
    value: string | undefined,
  ) => (
    <Field id={`${id}-${name === "minPrice" ? "min" : "max"}-price`} label={label}>
      <input
        id={`${id}-${name === "minPrice" ? "min" : "max"}-price`}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={placeholder}
        defaultValue={value}
        className={control}
      />
    </Field>
  );
  return (
    <Section legend="Price (GH₵ per unit)">
      <div className="grid grid-cols-2 gap-2.5">
        {bound("minPrice", "Minimum", "0", min)}
        {bound("maxPrice", "Maximum", "Any", max)}
      </div>
    </Section>
  );
}

export function BedroomsField({ id, value }: { id: string; value: string | undefined }) {
  return (
    <Field id={`${id}-bedrooms`} label="Bedrooms" heading>
      <select id={`${id}-bedrooms`} name="bedrooms" defaultValue={value ?? ""} className={control}>
        <option value="">Any number</option>
        {["1", "2", "3", "4", "5"].map((count) => (
          <option key={count} value={count}>
            {count}+ bedroom{count === "1" ? "" : "s"}
          </option>
        ))}
      </select>
    </Field>
  );
}
