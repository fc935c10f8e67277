/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Link_ValidInputs */

const en_alert_link_valid = /** @type {(inputs: Alert_Link_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is valid for 7 days. Every alert email has a link to stop it at any time.`)
};

const fr_alert_link_valid = /** @type {(inputs: Alert_Link_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien est valide pendant 7 jours. Chaque courriel d'alerte contient un lien pour l'arrêter en tout temps.`)
};

/**
* | output |
* | --- |
* | "The link is valid for 7 days. Every alert email has a link to stop it at any time." |
*
* @param {Alert_Link_ValidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_link_valid = /** @type {((inputs?: Alert_Link_ValidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Link_ValidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_link_valid(inputs)
	return en_alert_link_valid(inputs)
});