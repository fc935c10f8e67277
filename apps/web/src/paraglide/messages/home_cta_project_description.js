/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_Project_DescriptionInputs */

const en_home_cta_project_description = /** @type {(inputs: Home_Cta_Project_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to our team about storage, fulfillment or freight and get a tailored proposal within one business day.`)
};

const fr_home_cta_project_description = /** @type {(inputs: Home_Cta_Project_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez à notre équipe d’entreposage, d’exécution des commandes ou de transport et recevez une proposition sur mesure en un jour ouvrable.`)
};

/**
* | output |
* | --- |
* | "Talk to our team about storage, fulfillment or freight and get a tailored proposal within one business day." |
*
* @param {Home_Cta_Project_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_project_description = /** @type {((inputs?: Home_Cta_Project_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_Project_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_project_description(inputs)
	return en_home_cta_project_description(inputs)
});