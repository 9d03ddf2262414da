//go:build !unix

package transport

import (
	"os"
	"syscall"
)

// groupAttr asks for nothing where there are no Unix process groups.
func groupAttr() *syscall.SysProcAttr { return nil }

// killGroup kills p only, where there are no Unix process groups.
func killGroup(p *os.Process) error { return p.Kill() }
