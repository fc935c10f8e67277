/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Apply_Follow_AfterInputs */

const en_apply_follow_after = /** @type {(inputs: Apply_Follow_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: we email ${i?.email} a sign-in link.`)
};

const fr_apply_follow_after = /** @type {(inputs: Apply_Follow_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` : nous envoyons un lien de connexion à ${i?.email}.`)
};

/**
* | output |
* | --- |
* | ": we email {email} a sign-in link." |
*
* @param {Apply_Follow_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_follow_after = /** @type {((inputs: Apply_Follow_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Follow_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_follow_after(inputs)
	return en_apply_follow_after(inputs)
});