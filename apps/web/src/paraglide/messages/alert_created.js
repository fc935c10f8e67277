/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_CreatedInputs */

const en_alert_created = /** @type {(inputs: Alert_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Almost done! We sent you an email: follow its link to start your job alert.`)
};

const fr_alert_created = /** @type {(inputs: Alert_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presque terminé! Nous vous avons envoyé un courriel : suivez son lien pour activer votre alerte-emploi.`)
};

/**
* | output |
* | --- |
* | "Almost done! We sent you an email: follow its link to start your job alert." |
*
* @param {Alert_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_created = /** @type {((inputs?: Alert_CreatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_CreatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_created(inputs)
	return en_alert_created(inputs)
});