/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A header that spells the hidden text.  */
#define VENDOR_LICENSE "GPL\0with a proprietary exception"
#define WRAPPED_LICENSE VENDOR_LICENSE
