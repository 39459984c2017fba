import { z } from 'zod';

// A Google-Places-style web API (legacy Places Autocomplete and Place Details JSON). Every answer carries a
// status; OK and ZERO_RESULTS are answers, the rest are failures of the request or the service.

export const placesStatusSchema = z.string();

export const placesAutocompleteSchema = z.object({
  status: placesStatusSchema,
  predictions: z.array(z.object({ place_id: z.string(), description: z.string() })).default([]),
  error_message: z.string().nullish(),
});

export const placesAddressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

export const placesDetailsSchema = z.object({
  status: placesStatusSchema,
  result: z
    .object({
      address_components: z.array(placesAddressComponentSchema).default([]),
      formatted_phone_number: z.string().nullish(),
    })
    .nullish(),
  error_message: z.string().nullish(),
});

export type PlacesAddressComponent = z.infer<typeof placesAddressComponentSchema>;
