// What the image manager says when an upload is refused, before sending or by the API.

import type { ApiError } from "@/components/api-client";
import {
  IMAGE_LIMITS,
  IMAGE_MAX_MEGABYTES,
  IMAGE_TYPE_NAMES,
  type UploadRefusal,
} from "@/lib/image-type";
import { sentence } from "@/lib/words";

export function refusalMessage(refusal: UploadRefusal): string {
  switch (refusal.constraint) {
    case "count":
      return `Choose at most ${IMAGE_LIMITS.maxFiles} images at a time (you chose ${refusal.count}).`;
    case "max_size":
      return `${refusal.file.name} is larger than ${IMAGE_MAX_MEGABYTES} MB. Resize it and try again.`;
    case "image_type":
      return `${refusal.file.name} is not a ${IMAGE_TYPE_NAMES} image.`;
  }
}

export function uploadProblem(error: ApiError): string {
  switch (error.code) {
    case "PAYLOAD_TOO_LARGE":
      return `Too much at once: ${sentence(error.message)}`;
    case "UNSUPPORTED_MEDIA_TYPE":
      return "The upload was not sent as files. Try choosing the images again.";
    default:
      return sentence(error.message);
  }
}
