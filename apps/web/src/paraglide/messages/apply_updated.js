/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Apply_UpdatedInputs */

const en_apply_updated = /** @type {(inputs: Apply_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We updated the application you sent on ${i?.date}.`)
};

const fr_apply_updated = /** @type {(inputs: Apply_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons mis à jour la candidature que vous avez envoyée le ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "We updated the application you sent on {date}." |
*
* @param {Apply_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_updated = /** @type {((inputs: Apply_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_updated(inputs)
	return en_apply_updated(inputs)
});