/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_Audit_LabelInputs */

const en_privacy_retention_audit_label = /** @type {(inputs: Privacy_Retention_Audit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Records of our staff's actions:`)
};

const fr_privacy_retention_audit_label = /** @type {(inputs: Privacy_Retention_Audit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registres des actions de notre personnel :`)
};

/**
* | output |
* | --- |
* | "Records of our staff's actions:" |
*
* @param {Privacy_Retention_Audit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_audit_label = /** @type {((inputs?: Privacy_Retention_Audit_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Audit_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_audit_label(inputs)
	return en_privacy_retention_audit_label(inputs)
});