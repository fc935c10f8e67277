/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Badge_TrackingInputs */

const en_transport_badge_tracking = /** @type {(inputs: Transport_Badge_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real-Time Tracking`)
};

const fr_transport_badge_tracking = /** @type {(inputs: Transport_Badge_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivi en temps réel`)
};

/**
* | output |
* | --- |
* | "Real-Time Tracking" |
*
* @param {Transport_Badge_TrackingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_badge_tracking = /** @type {((inputs?: Transport_Badge_TrackingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Badge_TrackingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_badge_tracking(inputs)
	return en_transport_badge_tracking(inputs)
});