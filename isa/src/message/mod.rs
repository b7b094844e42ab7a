//! Send-message descriptors: typed decoding of SFID, message descriptor and extended descriptor.
