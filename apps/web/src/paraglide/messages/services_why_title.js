/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Services_Why_TitleInputs */

const en_services_why_title = /** @type {(inputs: Services_Why_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why Businesses Choose ${i?.shortName}`)
};

const fr_services_why_title = /** @type {(inputs: Services_Why_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pourquoi les entreprises choisissent ${i?.shortName}`)
};

/**
* | output |
* | --- |
* | "Why Businesses Choose {shortName}" |
*
* @param {Services_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_why_title = /** @type {((inputs: Services_Why_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Why_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_why_title(inputs)
	return en_services_why_title(inputs)
});