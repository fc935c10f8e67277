/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_Alerts_LabelInputs */

const en_privacy_retention_alerts_label = /** @type {(inputs: Privacy_Retention_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job alerts:`)
};

const fr_privacy_retention_alerts_label = /** @type {(inputs: Privacy_Retention_Alerts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alertes-emploi :`)
};

/**
* | output |
* | --- |
* | "Job alerts:" |
*
* @param {Privacy_Retention_Alerts_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_alerts_label = /** @type {((inputs?: Privacy_Retention_Alerts_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Alerts_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_alerts_label(inputs)
	return en_privacy_retention_alerts_label(inputs)
});