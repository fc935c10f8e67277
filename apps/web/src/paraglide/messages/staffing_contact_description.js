/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Contact_DescriptionInputs */

const en_staffing_contact_description = /** @type {(inputs: Staffing_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call or email our recruitment team to discuss your staffing needs. Qualified candidates can be ready to start in 24-48 hours.`)
};

const fr_staffing_contact_description = /** @type {(inputs: Staffing_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appelez ou écrivez à notre équipe de recrutement pour discuter de vos besoins en personnel. Des candidats qualifiés peuvent être prêts à commencer en 24 à 48 heures.`)
};

/**
* | output |
* | --- |
* | "Call or email our recruitment team to discuss your staffing needs. Qualified candidates can be ready to start in 24-48 hours." |
*
* @param {Staffing_Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_contact_description = /** @type {((inputs?: Staffing_Contact_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Contact_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_contact_description(inputs)
	return en_staffing_contact_description(inputs)
});