/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_DescriptionInputs */

const en_home_cta_description = /** @type {(inputs: Home_Cta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach a real person at our Mississauga office. We respond to every enquiry within 24 hours on business days.`)
};

const fr_home_cta_description = /** @type {(inputs: Home_Cta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez à une vraie personne à notre bureau de Mississauga. Nous répondons à chaque demande dans les 24 heures les jours ouvrables.`)
};

/**
* | output |
* | --- |
* | "Reach a real person at our Mississauga office. We respond to every enquiry within 24 hours on business days." |
*
* @param {Home_Cta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_cta_description = /** @type {((inputs?: Home_Cta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_cta_description(inputs)
	return en_home_cta_description(inputs)
});