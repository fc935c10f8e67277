/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Division_Email_UsInputs */

const en_division_email_us = /** @type {(inputs: Division_Email_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Us`)
};

const fr_division_email_us = /** @type {(inputs: Division_Email_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez-nous`)
};

/**
* | output |
* | --- |
* | "Email Us" |
*
* @param {Division_Email_UsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const division_email_us = /** @type {((inputs?: Division_Email_UsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Division_Email_UsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_division_email_us(inputs)
	return en_division_email_us(inputs)
});