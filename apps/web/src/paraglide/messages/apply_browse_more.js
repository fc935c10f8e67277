/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Browse_MoreInputs */

const en_apply_browse_more = /** @type {(inputs: Apply_Browse_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse more jobs`)
};

const fr_apply_browse_more = /** @type {(inputs: Apply_Browse_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir d'autres emplois`)
};

/**
* | output |
* | --- |
* | "Browse more jobs" |
*
* @param {Apply_Browse_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_browse_more = /** @type {((inputs?: Apply_Browse_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Browse_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_browse_more(inputs)
	return en_apply_browse_more(inputs)
});