/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Stats_LabelInputs */

const en_transport_stats_label = /** @type {(inputs: Transport_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportation by the numbers`)
};

const fr_transport_stats_label = /** @type {(inputs: Transport_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le transport en chiffres`)
};

/**
* | output |
* | --- |
* | "Transportation by the numbers" |
*
* @param {Transport_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_stats_label = /** @type {((inputs?: Transport_Stats_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Stats_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_stats_label(inputs)
	return en_transport_stats_label(inputs)
});