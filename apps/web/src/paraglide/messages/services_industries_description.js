/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Industries_DescriptionInputs */

const en_services_industries_description = /** @type {(inputs: Services_Industries_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deep experience in the sectors that drive Ontario's economy.`)
};

const fr_services_industries_description = /** @type {(inputs: Services_Industries_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une vaste expérience dans les secteurs qui font tourner l’économie de l’Ontario.`)
};

/**
* | output |
* | --- |
* | "Deep experience in the sectors that drive Ontario's economy." |
*
* @param {Services_Industries_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_industries_description = /** @type {((inputs?: Services_Industries_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Industries_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_industries_description(inputs)
	return en_services_industries_description(inputs)
});