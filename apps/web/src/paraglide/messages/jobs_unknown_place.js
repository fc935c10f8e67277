/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Jobs_Unknown_PlaceInputs */

const en_jobs_unknown_place = /** @type {(inputs: Jobs_Unknown_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We don't know the place "${i?.place}".`)
};

const fr_jobs_unknown_place = /** @type {(inputs: Jobs_Unknown_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous ne connaissons pas le lieu « ${i?.place} ».`)
};

/**
* | output |
* | --- |
* | "We don't know the place \"{place}\"." |
*
* @param {Jobs_Unknown_PlaceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_unknown_place = /** @type {((inputs: Jobs_Unknown_PlaceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Unknown_PlaceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_unknown_place(inputs)
	return en_jobs_unknown_place(inputs)
});