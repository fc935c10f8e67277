/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Contact_ResumeInputs */

const en_apply_contact_resume = /** @type {(inputs: Apply_Contact_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will contact you using the details in your resume.`)
};

const fr_apply_contact_resume = /** @type {(inputs: Apply_Contact_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous joindrons à l'aide des coordonnées de votre CV.`)
};

/**
* | output |
* | --- |
* | "We will contact you using the details in your resume." |
*
* @param {Apply_Contact_ResumeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_contact_resume = /** @type {((inputs?: Apply_Contact_ResumeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Contact_ResumeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_contact_resume(inputs)
	return en_apply_contact_resume(inputs)
});