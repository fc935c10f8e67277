/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Your_SearchInputs */

const en_alert_your_search = /** @type {(inputs: Alert_Your_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your search`)
};

const fr_alert_your_search = /** @type {(inputs: Alert_Your_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre recherche`)
};

/**
* | output |
* | --- |
* | "Your search" |
*
* @param {Alert_Your_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const alert_your_search = /** @type {((inputs?: Alert_Your_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Your_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_alert_your_search(inputs)
	return en_alert_your_search(inputs)
});