/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_Mail_LabelInputs */

const en_privacy_retention_mail_label = /** @type {(inputs: Privacy_Retention_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emails we send you:`)
};

const fr_privacy_retention_mail_label = /** @type {(inputs: Privacy_Retention_Mail_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriels que nous vous envoyons :`)
};

/**
* | output |
* | --- |
* | "Emails we send you:" |
*
* @param {Privacy_Retention_Mail_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_mail_label = /** @type {((inputs?: Privacy_Retention_Mail_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Mail_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_mail_label(inputs)
	return en_privacy_retention_mail_label(inputs)
});