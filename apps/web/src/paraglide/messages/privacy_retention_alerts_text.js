/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Privacy_Retention_Alerts_TextInputs */

const en_privacy_retention_alerts_text = /** @type {(inputs: Privacy_Retention_Alerts_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`an alert that is not confirmed by its emailed link within ${i?.days} days is deleted; a confirmed alert, and a newsletter subscription, last until you unsubscribe.`)
};

const fr_privacy_retention_alerts_text = /** @type {(inputs: Privacy_Retention_Alerts_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`une alerte qui n’est pas confirmée par le lien envoyé par courriel dans les ${i?.days} jours est supprimée; une alerte confirmée, tout comme un abonnement à l’infolettre, dure jusqu’à votre désabonnement.`)
};

/**
* | output |
* | --- |
* | "an alert that is not confirmed by its emailed link within {days} days is deleted; a confirmed alert, and a newsletter subscription, last until you unsubscribe." |
*
* @param {Privacy_Retention_Alerts_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_alerts_text = /** @type {((inputs: Privacy_Retention_Alerts_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Alerts_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_alerts_text(inputs)
	return en_privacy_retention_alerts_text(inputs)
});