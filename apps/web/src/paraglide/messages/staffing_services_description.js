/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Services_DescriptionInputs */

const en_staffing_services_description = /** @type {(inputs: Staffing_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether you need ten people tomorrow or one leader for the long term, we have a model that fits.`)
};

const fr_staffing_services_description = /** @type {(inputs: Staffing_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que vous ayez besoin de dix personnes demain ou d’un leader à long terme, nous avons une formule adaptée.`)
};

/**
* | output |
* | --- |
* | "Whether you need ten people tomorrow or one leader for the long term, we have a model that fits." |
*
* @param {Staffing_Services_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_services_description = /** @type {((inputs?: Staffing_Services_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Services_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_services_description(inputs)
	return en_staffing_services_description(inputs)
});