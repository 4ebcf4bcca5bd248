import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AVATAR_PALETTES, avatarPalette, UserAvatar } from './user-avatar';

describe('avatars', () => {
  it('gives a name the same colour every time, whatever its spacing or case', () => {
    expect(avatarPalette('Elif Şahin')).toBe(avatarPalette('  elif şahin '));
    expect(AVATAR_PALETTES).toContain(avatarPalette('Deniz Kaya'));
  });

  it('spreads names over the palettes', () => {
    const names = ['Deniz Kaya', 'Elif Şahin', 'Burak Yıldız', 'Zeynep Arslan', 'Ayşe Demir', 'Can Öztürk'];
    expect(new Set(names.map(avatarPalette)).size).toBeGreaterThan(2);
  });

  it('shows the initials on the name’s colour when there is no photo', () => {
    renderWithProviders(<UserAvatar name="Elif Şahin" data-testid="avatar" />);
    expect(screen.getByText('EŞ')).toBeInTheDocument();
    expect(screen.getByTestId('avatar')).toHaveAttribute('data-avatar-palette', avatarPalette('Elif Şahin'));
  });

  it('shows the icon when the avatar stands for something without a name', () => {
    renderWithProviders(<UserAvatar name={null} icon={<span>icon</span>} data-testid="avatar" />);
    expect(screen.getByText('icon')).toBeInTheDocument();
    expect(screen.getByTestId('avatar')).toHaveAttribute('data-avatar-palette', 'gray');
  });
});
