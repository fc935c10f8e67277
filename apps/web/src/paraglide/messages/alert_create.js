/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_CreateInputs */

const en_alert_create = /** @type {(inputs: Alert_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Job Alert`)
};

const fr_alert_create = /** @type {(inputs: Alert_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer l'alerte-emploi`)
};

/**
* | output |
* | --- |
* | "Create Job Alert" |
*
* @param {Alert_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_create = /** @type {((inputs?: Alert_CreateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_CreateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_create(inputs)
	return en_alert_create(inputs)
});