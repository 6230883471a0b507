// The module an app imports for maps, as `import MapKit`: it brings Core Location's types,
// as MapKit does.

@_exported import HeadlessCoreLocation
