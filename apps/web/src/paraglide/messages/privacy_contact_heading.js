/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Contact_HeadingInputs */

const en_privacy_contact_heading = /** @type {(inputs: Privacy_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`16. Contact Our Privacy Officer`)
};

const fr_privacy_contact_heading = /** @type {(inputs: Privacy_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`16. Joindre notre responsable de la protection de la vie privée`)
};

/**
* | output |
* | --- |
* | "16. Contact Our Privacy Officer" |
*
* @param {Privacy_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_contact_heading = /** @type {((inputs?: Privacy_Contact_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Contact_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_contact_heading(inputs)
	return en_privacy_contact_heading(inputs)
});