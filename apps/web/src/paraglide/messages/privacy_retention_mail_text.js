/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Privacy_Retention_Mail_TextInputs */

const en_privacy_retention_mail_text = /** @type {(inputs: Privacy_Retention_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`our copy is kept ${i?.days} days.`)
};

const fr_privacy_retention_mail_text = /** @type {(inputs: Privacy_Retention_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`notre copie est conservée ${i?.days} jours.`)
};

/**
* | output |
* | --- |
* | "our copy is kept {days} days." |
*
* @param {Privacy_Retention_Mail_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_mail_text = /** @type {((inputs: Privacy_Retention_Mail_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Mail_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_mail_text(inputs)
	return en_privacy_retention_mail_text(inputs)
});