/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Contact_TitleInputs */

const en_staffing_contact_title = /** @type {(inputs: Staffing_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need Staff? Let's Talk.`)
};

const fr_staffing_contact_title = /** @type {(inputs: Staffing_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besoin de personnel? Parlons-en.`)
};

/**
* | output |
* | --- |
* | "Need Staff? Let's Talk." |
*
* @param {Staffing_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_contact_title = /** @type {((inputs?: Staffing_Contact_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Contact_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_contact_title(inputs)
	return en_staffing_contact_title(inputs)
});