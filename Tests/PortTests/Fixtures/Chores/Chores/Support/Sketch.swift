//
//  Sketch.swift
//  An old idea, removed from every target but still in the folder: Xcode never compiles it.
//

let sketchedLimit: Int = "not a number"
