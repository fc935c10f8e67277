/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, version: NonNullable<unknown> }} Privacy_UpdatedInputs */

const en_privacy_updated = /** @type {(inputs: Privacy_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} · Version ${i?.version}`)
};

const fr_privacy_updated = /** @type {(inputs: Privacy_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} · Version ${i?.version}`)
};

/**
* | output |
* | --- |
* | "{date} · Version {version}" |
*
* @param {Privacy_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_updated = /** @type {((inputs: Privacy_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_updated(inputs)
	return en_privacy_updated(inputs)
});