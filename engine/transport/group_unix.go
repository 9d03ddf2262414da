//go:build unix

package transport

import (
	"errors"
	"os"
	"syscall"
)

// groupAttr starts a program as the leader of a process group of its
// own, so that the programs it starts in turn can be killed with it, and
// so that a terminal's Ctrl-C reaches the referee only, which ends its
// engines itself.
func groupAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

// killGroup kills the process group p leads: p and every program it
// started that stayed in its group. A group already gone is no error.
func killGroup(p *os.Process) error {
	err := syscall.Kill(-p.Pid, syscall.SIGKILL)
	if errors.Is(err, syscall.ESRCH) {
		return p.Kill()
	}
	return err
}
