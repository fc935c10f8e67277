/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mb: NonNullable<unknown> }} Upload_Up_ToInputs */

const en_upload_up_to = /** @type {(inputs: Upload_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, up to ${i?.mb} MB`)
};

const fr_upload_up_to = /** @type {(inputs: Upload_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, jusqu'à ${i?.mb} Mo`)
};

/**
* | output |
* | --- |
* | ", up to {mb} MB" |
*
* @param {Upload_Up_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const upload_up_to = /** @type {((inputs: Upload_Up_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Up_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_upload_up_to(inputs)
	return en_upload_up_to(inputs)
});